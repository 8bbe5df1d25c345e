/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettercopycode2Inputs */

const sv_newslettercopycode2 = /** @type {(inputs: Newslettercopycode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopiera koden`)
};

/**

* @param {Newslettercopycode2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const newslettercopycode2 = sv_newslettercopycode2;
export { newslettercopycode2 as "newsletterCopyCode" }