/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderfirstname3Inputs */

const nl_catalogueorderfirstname3 = /** @type {(inputs: Catalogueorderfirstname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voornaam`)
};

/**

* @param {Catalogueorderfirstname3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const catalogueorderfirstname3 = nl_catalogueorderfirstname3;
export { catalogueorderfirstname3 as "catalogueOrderFirstName" }