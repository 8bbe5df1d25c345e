export { wishlistremovelabel2 as "wishlistRemoveLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistremovelabel2Inputs = {};
/**

* @param {Wishlistremovelabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const wishlistremovelabel2: ((inputs?: Wishlistremovelabel2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistremovelabel2Inputs, {
    locale?: "de-CH";
}, {}>;
