/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportserviceid2Inputs */

const de_ch2_supportserviceid2 = /** @type {(inputs: Supportserviceid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service-ID`)
};

/**

* @param {Supportserviceid2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const supportserviceid2 = de_ch2_supportserviceid2;
export { supportserviceid2 as "supportServiceId" }