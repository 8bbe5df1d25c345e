export { tilequickbuy2 as "tileQuickBuy" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilequickbuy2Inputs = {
    name: NonNullable<unknown>;
};
/**

* @param {Tilequickbuy2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const tilequickbuy2: ((inputs: Tilequickbuy2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilequickbuy2Inputs, {
    locale?: "fr";
}, {}>;
