/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnrefunded2Inputs */

const de_trackingreturnrefunded2 = /** @type {(inputs: Trackingreturnrefunded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erstattet`)
};

/**

* @param {Trackingreturnrefunded2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const trackingreturnrefunded2 = de_trackingreturnrefunded2;
export { trackingreturnrefunded2 as "trackingReturnRefunded" }