/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Newsletteralreadyactivated2Inputs */

const nl_newsletteralreadyactivated2 = /** @type {(inputs: Newsletteralreadyactivated2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je aanmelding is al geactiveerd`)
};

/**

* @param {Newsletteralreadyactivated2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const newsletteralreadyactivated2 = nl_newsletteralreadyactivated2;
export { newsletteralreadyactivated2 as "newsletterAlreadyActivated" }