/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeleteerror2Inputs */

const nl_customerdeleteerror2 = /** @type {(inputs: Customerdeleteerror2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je account kon niet worden verwijderd. Neem contact op met onze klantenservice.`)
};

/**

* @param {Customerdeleteerror2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerdeleteerror2 = nl_customerdeleteerror2;
export { customerdeleteerror2 as "customerDeleteError" }