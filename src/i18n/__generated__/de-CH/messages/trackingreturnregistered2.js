/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnregistered2Inputs */

const de_ch2_trackingreturnregistered2 = /** @type {(inputs: Trackingreturnregistered2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldet`)
};

/**

* @param {Trackingreturnregistered2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingreturnregistered2 = de_ch2_trackingreturnregistered2;
export { trackingreturnregistered2 as "trackingReturnRegistered" }