/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnrefunded2Inputs */

const de_ch2_trackingreturnrefunded2 = /** @type {(inputs: Trackingreturnrefunded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstattet`)
};

/**

* @param {Trackingreturnrefunded2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const trackingreturnrefunded2 = de_ch2_trackingreturnrefunded2;
export { trackingreturnrefunded2 as "trackingReturnRefunded" }