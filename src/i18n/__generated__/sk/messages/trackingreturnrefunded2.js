/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trackingreturnrefunded2Inputs */

const sk_trackingreturnrefunded2 = /** @type {(inputs: Trackingreturnrefunded2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peniaze vrátené`)
};

/**

* @param {Trackingreturnrefunded2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const trackingreturnrefunded2 = sk_trackingreturnrefunded2;
export { trackingreturnrefunded2 as "trackingReturnRefunded" }