/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingzipcodehint3Inputs */

const cs_trackingzipcodehint3 = /** @type {(inputs: Trackingzipcodehint3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Není nutné, pokud jste přihlášeni`)
};

/**

* @param {Trackingzipcodehint3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const trackingzipcodehint3 = cs_trackingzipcodehint3;
export { trackingzipcodehint3 as "trackingZipCodeHint" }