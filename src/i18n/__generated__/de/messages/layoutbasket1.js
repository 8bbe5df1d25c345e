/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutbasket1Inputs */

const de_layoutbasket1 = /** @type {(inputs: Layoutbasket1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warenkorb`)
};

/**

* @param {Layoutbasket1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutbasket1 = de_layoutbasket1;
export { layoutbasket1 as "layoutBasket" }