/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown>, name: NonNullable<unknown> }} Wishlistproductlabel2Inputs */

const de_ch2_wishlistproductlabel2 = /** @type {(inputs: Wishlistproductlabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.name}`)
};

/**

* @param {Wishlistproductlabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const wishlistproductlabel2 = de_ch2_wishlistproductlabel2;
export { wishlistproductlabel2 as "wishlistProductLabel" }