/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recoprevious1Inputs */

const sv_recoprevious1 = /** @type {(inputs: Recoprevious1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Föregående artiklar`)
};

/**

* @param {Recoprevious1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const recoprevious1 = sv_recoprevious1;
export { recoprevious1 as "recoPrevious" }