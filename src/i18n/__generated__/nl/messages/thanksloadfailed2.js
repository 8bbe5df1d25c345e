/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksloadfailed2Inputs */

const nl_thanksloadfailed2 = /** @type {(inputs: Thanksloadfailed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je bestelgegevens konden niet worden geladen. Je bestelling is wel bij ons binnengekomen.`)
};

/**

* @param {Thanksloadfailed2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thanksloadfailed2 = nl_thanksloadfailed2;
export { thanksloadfailed2 as "thanksLoadFailed" }