/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recoprevious1Inputs */

const fr_recoprevious1 = /** @type {(inputs: Recoprevious1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Articles précédents`)
};

/**

* @param {Recoprevious1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const recoprevious1 = fr_recoprevious1;
export { recoprevious1 as "recoPrevious" }