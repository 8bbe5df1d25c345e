/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderlead2Inputs */

const de_catalogueorderlead2 = /** @type {(inputs: Catalogueorderlead2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blättern Sie in Ruhe: Wir schicken Ihnen unsere aktuellen Kataloge kostenlos nach Hause.`)
};

/**

* @param {Catalogueorderlead2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const catalogueorderlead2 = de_catalogueorderlead2;
export { catalogueorderlead2 as "catalogueOrderLead" }