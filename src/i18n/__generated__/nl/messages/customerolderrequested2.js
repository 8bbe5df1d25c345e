/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderrequested2Inputs */

const nl_customerolderrequested2 = /** @type {(inputs: Customerolderrequested2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bedankt! We sturen je de gevraagde facturen per post.`)
};

/**

* @param {Customerolderrequested2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerolderrequested2 = nl_customerolderrequested2;
export { customerolderrequested2 as "customerOlderRequested" }