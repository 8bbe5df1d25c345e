export { wishlistremovelabel2 as "wishlistRemoveLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistremovelabel2Inputs = {};
/**

* @param {Wishlistremovelabel2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const wishlistremovelabel2: ((inputs?: Wishlistremovelabel2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistremovelabel2Inputs, {
    locale?: "nl";
}, {}>;
