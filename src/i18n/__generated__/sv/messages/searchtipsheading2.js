/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Searchtipsheading2Inputs */

const sv_searchtipsheading2 = /** @type {(inputs: Searchtipsheading2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Så hittar du det du söker`)
};

/**

* @param {Searchtipsheading2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const searchtipsheading2 = sv_searchtipsheading2;
export { searchtipsheading2 as "searchTipsHeading" }