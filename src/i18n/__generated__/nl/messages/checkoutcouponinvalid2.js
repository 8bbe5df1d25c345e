/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutcouponinvalid2Inputs */

const nl_checkoutcouponinvalid2 = /** @type {(inputs: Checkoutcouponinvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze kortingscode is helaas ongeldig. Controleer wat je hebt ingevuld.`)
};

/**

* @param {Checkoutcouponinvalid2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutcouponinvalid2 = nl_checkoutcouponinvalid2;
export { checkoutcouponinvalid2 as "checkoutCouponInvalid" }