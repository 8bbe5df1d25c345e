/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportserviceid2Inputs */

const fr_supportserviceid2 = /** @type {(inputs: Supportserviceid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de service`)
};

/**

* @param {Supportserviceid2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const supportserviceid2 = fr_supportserviceid2;
export { supportserviceid2 as "supportServiceId" }