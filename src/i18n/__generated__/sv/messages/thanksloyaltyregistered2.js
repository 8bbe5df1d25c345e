/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown>, programmeName: NonNullable<unknown> }} Thanksloyaltyregistered2Inputs */

const sv_thanksloyaltyregistered2 = /** @type {(inputs: Thanksloyaltyregistered2Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("sv", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Med den här beställningen samlar du ${i?.points} ${i?.programmeName}-poäng.`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Med den här beställningen samlar du ${i?.points} ${i?.programmeName}-poäng.`);
	return /** @type {LocalizedString} */ ("thanksLoyaltyRegistered");
};

/**

* @param {Thanksloyaltyregistered2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const thanksloyaltyregistered2 = sv_thanksloyaltyregistered2;
export { thanksloyaltyregistered2 as "thanksLoyaltyRegistered" }