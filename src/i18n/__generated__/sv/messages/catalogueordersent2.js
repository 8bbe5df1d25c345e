/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersent2Inputs */

const sv_catalogueordersent2 = /** @type {(inputs: Catalogueordersent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tack för din katalogbeställning`)
};

/**

* @param {Catalogueordersent2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueordersent2 = sv_catalogueordersent2;
export { catalogueordersent2 as "catalogueOrderSent" }