/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recoprevious1Inputs */

const cs_recoprevious1 = /** @type {(inputs: Recoprevious1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Předchozí produkty`)
};

/**

* @param {Recoprevious1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const recoprevious1 = cs_recoprevious1;
export { recoprevious1 as "recoPrevious" }