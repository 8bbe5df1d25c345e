/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutbasket1Inputs */

const nl_layoutbasket1 = /** @type {(inputs: Layoutbasket1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Winkelwagen`)
};

/**

* @param {Layoutbasket1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutbasket1 = nl_layoutbasket1;
export { layoutbasket1 as "layoutBasket" }