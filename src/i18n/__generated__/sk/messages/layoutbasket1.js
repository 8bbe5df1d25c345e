/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutbasket1Inputs */

const sk_layoutbasket1 = /** @type {(inputs: Layoutbasket1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Košík`)
};

/**

* @param {Layoutbasket1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutbasket1 = sk_layoutbasket1;
export { layoutbasket1 as "layoutBasket" }