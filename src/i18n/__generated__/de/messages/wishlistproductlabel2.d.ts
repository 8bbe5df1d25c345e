export { wishlistproductlabel2 as "wishlistProductLabel" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wishlistproductlabel2Inputs = {
    label: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
/**

* @param {Wishlistproductlabel2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const wishlistproductlabel2: ((inputs: Wishlistproductlabel2Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wishlistproductlabel2Inputs, {
    locale?: "de";
}, {}>;
