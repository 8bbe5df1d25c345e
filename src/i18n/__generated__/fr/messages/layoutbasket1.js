/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutbasket1Inputs */

const fr_layoutbasket1 = /** @type {(inputs: Layoutbasket1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panier`)
};

/**

* @param {Layoutbasket1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutbasket1 = fr_layoutbasket1;
export { layoutbasket1 as "layoutBasket" }