/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutbasket1Inputs */

const cs_layoutbasket1 = /** @type {(inputs: Layoutbasket1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Košík`)
};

/**

* @param {Layoutbasket1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutbasket1 = cs_layoutbasket1;
export { layoutbasket1 as "layoutBasket" }