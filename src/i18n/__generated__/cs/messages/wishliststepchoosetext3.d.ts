export { wishliststepchoosetext3 as "wishlistStepChooseText" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishliststepchoosetext3Inputs = {};
/**

* @param {Wishliststepchoosetext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const wishliststepchoosetext3: ((inputs?: Wishliststepchoosetext3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishliststepchoosetext3Inputs, {
    locale?: "cs";
}, {}>;
