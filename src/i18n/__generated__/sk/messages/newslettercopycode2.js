/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettercopycode2Inputs */

const sk_newslettercopycode2 = /** @type {(inputs: Newslettercopycode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopírovať kód`)
};

/**

* @param {Newslettercopycode2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const newslettercopycode2 = sk_newslettercopycode2;
export { newslettercopycode2 as "newsletterCopyCode" }