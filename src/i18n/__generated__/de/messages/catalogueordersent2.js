/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueordersent2Inputs */

const de_catalogueordersent2 = /** @type {(inputs: Catalogueordersent2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielen Dank für Ihre Katalogbestellung`)
};

/**

* @param {Catalogueordersent2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const catalogueordersent2 = de_catalogueordersent2;
export { catalogueordersent2 as "catalogueOrderSent" }