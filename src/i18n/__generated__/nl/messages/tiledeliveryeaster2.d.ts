export { tiledeliveryeaster2 as "tileDeliveryEaster" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tiledeliveryeaster2Inputs = {};
/**

* @param {Tiledeliveryeaster2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const tiledeliveryeaster2: ((inputs?: Tiledeliveryeaster2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tiledeliveryeaster2Inputs, {
    locale?: "nl";
}, {}>;
