/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recoprevious1Inputs */

const de_recoprevious1 = /** @type {(inputs: Recoprevious1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorherige Artikel`)
};

/**

* @param {Recoprevious1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const recoprevious1 = de_recoprevious1;
export { recoprevious1 as "recoPrevious" }