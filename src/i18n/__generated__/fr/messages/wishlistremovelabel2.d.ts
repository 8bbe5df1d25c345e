export { wishlistremovelabel2 as "wishlistRemoveLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistremovelabel2Inputs = {};
/**

* @param {Wishlistremovelabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const wishlistremovelabel2: ((inputs?: Wishlistremovelabel2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistremovelabel2Inputs, {
    locale?: "fr";
}, {}>;
