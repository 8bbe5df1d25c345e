/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderfirstname3Inputs */

const de_ch2_catalogueorderfirstname3 = /** @type {(inputs: Catalogueorderfirstname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorname`)
};

/**

* @param {Catalogueorderfirstname3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const catalogueorderfirstname3 = de_ch2_catalogueorderfirstname3;
export { catalogueorderfirstname3 as "catalogueOrderFirstName" }