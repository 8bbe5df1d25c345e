export { customermethodcashondelivery4 as "customerMethodCashOnDelivery" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customermethodcashondelivery4Inputs = {};
/**

* @param {Customermethodcashondelivery4Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customermethodcashondelivery4: ((inputs?: Customermethodcashondelivery4Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customermethodcashondelivery4Inputs, {
    locale?: "cs";
}, {}>;
