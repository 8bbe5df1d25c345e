/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersent2Inputs */

const nl_catalogueordersent2 = /** @type {(inputs: Catalogueordersent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bedankt voor je catalogusaanvraag`)
};

/**

* @param {Catalogueordersent2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueordersent2 = nl_catalogueordersent2;
export { catalogueordersent2 as "catalogueOrderSent" }