/// Where `HomeVC` sends its navigation requests: the Home tab's coordinator.
public protocol HomeVCDelegate: AnyObject {
    /// Shows a product's details.
    func goToProductDetail()

    /// Shows the list of products.
    func goToProductList()
}
