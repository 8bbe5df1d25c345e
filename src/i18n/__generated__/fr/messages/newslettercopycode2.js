/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettercopycode2Inputs */

const fr_newslettercopycode2 = /** @type {(inputs: Newslettercopycode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier le code`)
};

/**

* @param {Newslettercopycode2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const newslettercopycode2 = fr_newslettercopycode2;
export { newslettercopycode2 as "newsletterCopyCode" }