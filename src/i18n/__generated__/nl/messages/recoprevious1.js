/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Recoprevious1Inputs */

const nl_recoprevious1 = /** @type {(inputs: Recoprevious1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorige artikelen`)
};

/**

* @param {Recoprevious1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const recoprevious1 = nl_recoprevious1;
export { recoprevious1 as "recoPrevious" }