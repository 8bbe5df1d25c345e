/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Catalogueorderfirstname3Inputs */

const cs_catalogueorderfirstname3 = /** @type {(inputs: Catalogueorderfirstname3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jméno`)
};

/**

* @param {Catalogueorderfirstname3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const catalogueorderfirstname3 = cs_catalogueorderfirstname3;
export { catalogueorderfirstname3 as "catalogueOrderFirstName" }