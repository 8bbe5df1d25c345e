/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderfirstname3Inputs */

const sv_catalogueorderfirstname3 = /** @type {(inputs: Catalogueorderfirstname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Förnamn`)
};

/**

* @param {Catalogueorderfirstname3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const catalogueorderfirstname3 = sv_catalogueorderfirstname3;
export { catalogueorderfirstname3 as "catalogueOrderFirstName" }