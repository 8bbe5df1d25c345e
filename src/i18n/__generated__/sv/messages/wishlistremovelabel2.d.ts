export { wishlistremovelabel2 as "wishlistRemoveLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistremovelabel2Inputs = {};
/**

* @param {Wishlistremovelabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const wishlistremovelabel2: ((inputs?: Wishlistremovelabel2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistremovelabel2Inputs, {
    locale?: "sv";
}, {}>;
