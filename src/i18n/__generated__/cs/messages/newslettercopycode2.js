/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newslettercopycode2Inputs */

const cs_newslettercopycode2 = /** @type {(inputs: Newslettercopycode2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopírovat kód`)
};

/**

* @param {Newslettercopycode2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const newslettercopycode2 = cs_newslettercopycode2;
export { newslettercopycode2 as "newsletterCopyCode" }