/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettersave1Inputs */

const sv_newslettersave1 = /** @type {(inputs: Newslettersave1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spara ändringar`)
};

/**

* @param {Newslettersave1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newslettersave1 = sv_newslettersave1;
export { newslettersave1 as "newsletterSave" }