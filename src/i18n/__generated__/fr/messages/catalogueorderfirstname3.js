/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderfirstname3Inputs */

const fr_catalogueorderfirstname3 = /** @type {(inputs: Catalogueorderfirstname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom`)
};

/**

* @param {Catalogueorderfirstname3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const catalogueorderfirstname3 = fr_catalogueorderfirstname3;
export { catalogueorderfirstname3 as "catalogueOrderFirstName" }