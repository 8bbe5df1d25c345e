/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettercopycode2Inputs */

const de_newslettercopycode2 = /** @type {(inputs: Newslettercopycode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code kopieren`)
};

/**

* @param {Newslettercopycode2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const newslettercopycode2 = de_newslettercopycode2;
export { newslettercopycode2 as "newsletterCopyCode" }