/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerolderrequested2Inputs */

const sv_customerolderrequested2 = /** @type {(inputs: Customerolderrequested2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tack! Vi skickar de önskade fakturorna till dig per post.`)
};

/**

* @param {Customerolderrequested2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerolderrequested2 = sv_customerolderrequested2;
export { customerolderrequested2 as "customerOlderRequested" }