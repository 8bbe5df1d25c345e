/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutbasketempty2Inputs */

const nl_checkoutbasketempty2 = /** @type {(inputs: Checkoutbasketempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je winkelmand is leeg. Leg artikelen in je winkelmand om af te rekenen.`)
};

/**

* @param {Checkoutbasketempty2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutbasketempty2 = nl_checkoutbasketempty2;
export { checkoutbasketempty2 as "checkoutBasketEmpty" }