/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeleteerror2Inputs */

const cs_customerdeleteerror2 = /** @type {(inputs: Customerdeleteerror2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Váš zákaznický účet se nepodařilo smazat. Obraťte se prosím na náš zákaznický servis.`)
};

/**

* @param {Customerdeleteerror2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerdeleteerror2 = cs_customerdeleteerror2;
export { customerdeleteerror2 as "customerDeleteError" }